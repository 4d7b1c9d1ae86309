import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app.tsx';
import { mountApp } from '@/app/mount.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

mountApp(
  container,
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
  window.location.pathname,
);
