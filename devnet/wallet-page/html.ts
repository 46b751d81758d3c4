/** The dev wallet page's static HTML and CSS: the script builds the rest with DOM calls. */
export const WALLET_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico Dev Wallet</title>
<link rel="stylesheet" href="/wallet.css">
<script type="module" src="/wallet.js"></script>
</head>
<body>
<main id="app" aria-busy="true"><h1>Portico Dev Wallet</h1><p>Loading…</p></main>
</body>
</html>
`

export const WALLET_PAGE_CSS = `
:root { font: 15px/1.45 system-ui, sans-serif; color: #1b1b1f; background: #f4f4f6; }
main { max-width: 640px; margin: 24px auto; padding: 0 16px; }
h1 { font-size: 1.4rem; margin: 0 0 4px; }
h2 { font-size: 1.05rem; margin: 0 0 8px; }
section { background: #fff; border: 1px solid #ddd; border-radius: 10px; padding: 14px 16px; margin: 12px 0; }
code, .mono { font-family: ui-monospace, monospace; font-size: 0.85rem; word-break: break-all; }
label { display: block; margin: 6px 0; }
input[type=text] { width: 100%; box-sizing: border-box; padding: 8px; font: inherit; }
button { font: inherit; padding: 6px 14px; margin: 8px 8px 0 0; border-radius: 8px; border: 1px solid #bbb; background: #fff; cursor: pointer; }
button.primary { background: #3b5bdb; border-color: #3b5bdb; color: #fff; }
pre { background: #f6f6f8; padding: 8px; overflow: auto; max-height: 200px; font-size: 0.8rem; }
ul { padding-left: 18px; }
[role=log] li { font-size: 0.85rem; color: #555; }
`
