import fs from 'node:fs';
const src = fs.readFileSync('bench/search-bench.ts','utf8');
const q = src.slice(src.indexOf('const SEARCH = /* GraphQL */ `')+30, src.indexOf('`;', src.indexOf('const SEARCH')));
const r = await fetch('http://127.0.0.1:4111/api/graphql',{method:'POST',headers:{'content-type':'application/json','cache-control':'no-cache'},body:JSON.stringify({query:q,variables:{query:'accountant'}})});
const t = await r.text(); fs.writeFileSync('/tmp/answer.json', t); console.log(r.status, t.length);
