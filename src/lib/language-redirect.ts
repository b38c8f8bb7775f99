/**
 * The language scripts inlined in every page's head: they work from the first byte of HTML, before
 * React hydrates (docs/storefront.md, "Languages").
 */

/**
 * Unprefixed (TM) pages: with the cookie lng=RU or EN the shopper moves to the /ru or /en copy
 * before the first paint, so the spec's unprefixed URLs keep working.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function(){try{
var m=document.cookie.match(/(?:^|; )lng=([^;]*)/);var l=m&&decodeURIComponent(m[1]).toLowerCase();
var p=location.pathname;
if((l==='ru'||l==='en')&&!/^\\/(ru|en)(\\/|$)/.test(p)){location.replace('/'+l+(p==='/'?'':p)+location.search+location.hash);}
}catch(e){}})();`.replace(/\n/g, '');

/**
 * Every page: a click on a language link (`a[data-lng]`, components/layout/language-switcher.tsx)
 * stores the upper-cased code in the lng cookie for a year and opens the link's page (the same page
 * in that language) with the current query and hash (spec §4); the current language's link does
 * nothing. One handler on the
 * document, so a link pressed before hydration works as one pressed after; a click with a modifier
 * key (new tab or window) is the browser's, following the link's href.
 */
export const LANGUAGE_LINKS_SCRIPT = `(function(){document.addEventListener('click',function(e){
var a=e.target.closest&&e.target.closest('a[data-lng]');
if(!a||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
e.preventDefault();if(a.getAttribute('aria-current')=='true')return;
document.cookie='lng='+a.dataset.lng+';path=/;max-age=31536000;SameSite=Lax';
location.assign(a.pathname+location.search+location.hash);
});})();`.replace(/\n/g, '');
