// The style and the small script of reports/index.html (inline: the page loads nothing).
//
// Layout: the tables are fixed to the page width and long ids, URLs and hashes wrap, so nothing
// scrolls sideways at 800 px. Print: no filters, every row, every failure's evidence open and unclipped.
// Colours: verdict colours are never alone; each verdict is also written out. Text colours keep a
// contrast of at least 4.5:1 on their backgrounds.
export const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:1.5em auto;max-width:1400px;padding:0 1em;color:#1d1d1f}
h1{margin:.2em 0}h2{margin-top:1.6em;border-bottom:1px solid #ddd;padding-bottom:.2em}
code,pre,td,th,li,p{overflow-wrap:anywhere}
.banner{padding:.8em 1em;border-radius:6px;font-size:1.35em;font-weight:600}
.banner div+div{margin-top:.3em}
.ok{background:#e3f6e5;color:#0a5d1a}.ko{background:#fde6e6;color:#8a1212}.warn{background:#fff4d6;color:#5c4600}
.meta{color:#444}.meta code{font-size:.9em}
.totals a{display:inline-block;margin:0 .6em .3em 0;padding:.25em .6em;border-radius:4px;background:#f2f2f2;color:inherit;text-decoration:none}
.totals .t-fail{background:#fde6e6}.totals .t-inconclusive{background:#fdebd6}.totals .t-pass{background:#e3f6e5}.totals .t-waived{background:#fff4d6}.totals .t-observed{background:#e6eefb}
.legend span{margin-right:.8em;white-space:nowrap}
.chart{list-style:none;padding:0;margin:.4em 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,380px),1fr));gap:.25em 1.2em}
.chart a{display:grid;grid-template-columns:10em 1fr;grid-template-areas:"name bar" "name words";column-gap:.6em;color:inherit;text-decoration:none;padding:.2em .3em;border-radius:4px}
.chart a:hover,.chart a:focus{background:#f0f4fa;outline:2px solid #1565c0}
.chart .name{grid-area:name;font-weight:600;overflow-wrap:anywhere}.chart .bar{grid-area:bar;width:100%;height:14px;display:block}
.chart .words{grid-area:words;font-size:.85em;color:#333}.chart .has-fail .name{color:#a00}
.c-fail{color:#a00;font-weight:700}
table{border-collapse:collapse;width:100%;margin-top:.6em;table-layout:fixed}td,th{border-bottom:1px solid #e3e3e3;padding:.35em;vertical-align:top;text-align:left}
table.matrix col.c-id{width:19%}table.matrix col.c-statement{width:37%}table.matrix col.c-level{width:8%}table.matrix col.c-verdict{width:14%}table.matrix col.c-tests{width:22%}
tr.area-head th{background:#f3f3f3;font-size:1.05em;position:sticky;top:2.6em}
.verdict{font-weight:600}
.v-pass .verdict{color:#0a5d1a}.v-fail .verdict{color:#a00;font-weight:700}.v-inconclusive .verdict{color:#8a4500;font-weight:700}.v-skipped .verdict{color:#555}.v-observed .verdict{color:#1a4f8a}.v-waived .verdict{color:#6b5400}
.v-not-run .verdict,.v-not-exercised .verdict{color:#555;font-style:italic}.v-fail td:first-child{box-shadow:inset 4px 0 #c62828}
.verdict .mark{display:inline-block;min-width:1.1em}
.l-assumed{color:#6b5400}.l-observed{color:#1a4f8a}.bad{color:#a00}.o-failed{color:#a00}.o-inconclusive{color:#8a4500}.o-skipped,.o-not-run{color:#555}
pre{white-space:pre-wrap;word-break:break-word;background:#f8f8f8;padding:.5em;max-height:32em;overflow:auto;font-size:12px}
pre.error{background:#fff0f0}ul{margin:0;padding-left:1.2em}
.filters{position:sticky;top:0;background:#fff;padding:.5em 0;border-bottom:1px solid #ddd;z-index:2;display:flex;flex-wrap:wrap;gap:.3em .8em;align-items:center}
.filters select,.filters input{font:inherit;padding:.15em .3em;max-width:100%}
.cov-no td{color:#8a1212}
table.coverage col.c-op{width:22%}table.coverage col.c-route{width:33%}table.coverage col.c-ex{width:13%}
table.areas th:first-child{width:30%}table.skip-groups th:nth-child(1){width:20%}table.skip-groups th:nth-child(2){width:26%}table.skip-groups th:nth-child(3){width:30%}
tbody.area,#matrix{scroll-margin-top:5.5em}
html:not(.js) table.matrix:has(tbody.area:target) tbody.area:not(:target){display:none}
@media print{
  body{margin:0;max-width:none;font-size:11px}
  .filters,#picture .legend a{display:none}
  tbody.area[hidden]{display:table-row-group}tr.req[hidden]{display:table-row}
  tr.area-head th{position:static}
  details::details-content{content-visibility:visible;height:auto}
  details.evidence>summary{display:none}
  pre{max-height:none;overflow:visible}
  tr,li{break-inside:avoid}
  a{color:inherit;text-decoration:none}
}
`;

export const SCRIPT = `
(function () {
  document.documentElement.classList.add('js');
  var verdict = document.getElementById('f-verdict'), area = document.getElementById('f-area'), text = document.getElementById('f-text');
  var count = document.getElementById('f-count');
  function apply() {
    var v = verdict.value, a = area.value, q = text.value.trim().toLowerCase(), shown = 0;
    document.querySelectorAll('tr.req').forEach(function (row) {
      var ok = (!v || row.dataset.verdict === v) && (!a || row.dataset.area === a) && (!q || row.dataset.search.indexOf(q) >= 0);
      row.hidden = !ok; if (ok) shown++;
    });
    document.querySelectorAll('tbody.area').forEach(function (body) {
      body.hidden = !body.querySelector('tr.req:not([hidden])');
    });
    count.textContent = shown + ' shown';
  }
  [verdict, area].forEach(function (el) { el.addEventListener('change', apply); });
  text.addEventListener('input', apply);
  document.querySelectorAll('[data-filter-verdict]').forEach(function (el) {
    el.addEventListener('click', function (e) { e.preventDefault(); verdict.value = el.dataset.filterVerdict; apply(); document.getElementById('matrix').scrollIntoView(); });
  });
  document.querySelectorAll('[data-filter-area]').forEach(function (el) {
    el.addEventListener('click', function (e) { e.preventDefault(); area.value = el.dataset.filterArea; apply(); document.getElementById('matrix').scrollIntoView(); });
  });
  // A link to an area (#area-...) opened from elsewhere filters too.
  var target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
  if (target && target.classList.contains('area')) area.value = target.dataset.area;
  // Printing shows every failure's evidence.
  window.addEventListener('beforeprint', function () { document.querySelectorAll('details.evidence').forEach(function (d) { d.open = true; }); });
  apply();
})();`;
