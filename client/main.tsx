import './styles/global.css';
import './styles/components.css';
import { mountApp } from './app/mount';

mountApp();
