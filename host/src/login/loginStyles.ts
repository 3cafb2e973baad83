/**
 * The sign-in page is drawn without the UI kit: Chakra is the largest download of the console, and the
 * page everyone sees first should not wait for it. These rules mirror the kit's brand and colour modes.
 */
const CSS = `
html,body{margin:0}
.cl-page{--cl-bg:#f4f6fb;--cl-surface:#fff;--cl-fg:#18202f;--cl-muted:#5b6578;--cl-border:#d5dbe6;--cl-brand:#2a4fcc;--cl-brand-hover:#243fa5;--cl-brand-fg:#fff;--cl-danger:#c4321f;--cl-danger-bg:#fdecea;--cl-info-bg:#eef4ff;--cl-focus:#3a66e8;
min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px;box-sizing:border-box;
background:radial-gradient(1200px 500px at 10% -10%,rgba(58,102,232,.14),transparent),var(--cl-bg);color:var(--cl-fg);
font-family:Inter,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",system-ui,sans-serif;font-size:14px;line-height:1.5}
html.dark .cl-page{--cl-bg:#0c1019;--cl-surface:#151b27;--cl-fg:#e7ebf3;--cl-muted:#9aa4b8;--cl-border:#2b3447;--cl-brand:#5a86f5;--cl-brand-hover:#86aafb;--cl-brand-fg:#0b1024;--cl-danger:#ff8a78;--cl-danger-bg:#3a1611;--cl-info-bg:#16213f;--cl-focus:#86aafb}
.cl-page *{box-sizing:border-box}
.cl-top{position:fixed;top:16px;right:16px;display:flex;gap:8px;align-items:center}
.cl-card{width:100%;max-width:400px;background:var(--cl-surface);border:1px solid var(--cl-border);border-radius:14px;padding:32px;box-shadow:0 12px 40px rgba(16,24,40,.08)}
.cl-brand{display:flex;align-items:center;gap:12px;margin-bottom:24px}
.cl-brand img{height:40px;max-width:220px;object-fit:contain}
.cl-brand-name{font-size:18px;font-weight:600}
.cl-title{font-size:22px;font-weight:650;margin:0 0 4px}
.cl-subtitle{color:var(--cl-muted);margin:0 0 24px}
.cl-field{margin-bottom:16px}
.cl-label{display:block;font-weight:550;margin-bottom:6px}
.cl-input,.cl-select{width:100%;height:40px;padding:0 12px;border-radius:8px;border:1px solid var(--cl-border);background:var(--cl-surface);color:var(--cl-fg);font:inherit}
.cl-select{width:auto;height:32px;padding:0 8px}
.cl-input:focus-visible,.cl-select:focus-visible,.cl-button:focus-visible{outline:2px solid var(--cl-focus);outline-offset:1px}
.cl-input[aria-invalid=true]{border-color:var(--cl-danger)}
.cl-code{letter-spacing:.35em;font-variant-numeric:tabular-nums}
.cl-hint{color:var(--cl-muted);font-size:12px;margin:4px 0 0}
.cl-error{color:var(--cl-danger);font-size:13px;margin:4px 0 0}
.cl-alert{display:block;border-radius:8px;padding:10px 12px;margin-bottom:16px;background:var(--cl-danger-bg);color:var(--cl-danger)}
.cl-alert.cl-info{background:var(--cl-info-bg);color:var(--cl-fg)}
.cl-button{width:100%;height:42px;border:0;border-radius:8px;background:var(--cl-brand);color:var(--cl-brand-fg);font:inherit;font-weight:600;cursor:pointer}
.cl-button:hover{background:var(--cl-brand-hover)}
.cl-button[disabled]{opacity:.65;cursor:progress}
.cl-button.cl-inline{width:auto;padding:0 20px;margin-top:16px}
`;

let installed = false;

export function installLoginStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const style = document.createElement('style');
  style.dataset.consoleLogin = '';
  style.textContent = CSS;
  document.head.appendChild(style);
}
