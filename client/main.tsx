import '@client/styles/global.css';
import '@client/styles/components.css';
import { mountApp } from '@client/app/mount';

mountApp();
