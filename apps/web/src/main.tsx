import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { App } from './app/providers';

const container = document.getElementById('root');
if (!container) throw new Error('#root 요소가 없습니다.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
