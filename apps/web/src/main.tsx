import { StrictMode } from 'react';
import { App } from '@/app/app.tsx';
import { mountApp } from '@/app/mount.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const path = window.location.pathname;
mountApp(
  container,
  <StrictMode>
    <App path={path} />
  </StrictMode>,
  path,
);
