import '@client/styles/global.css';
import { mountApp } from '@client/app/mount';

mountApp();
