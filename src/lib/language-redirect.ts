/**
 * The inline head script for unprefixed (TM) pages: with the cookie lng=RU or EN the shopper
 * moves to the /ru or /en copy before the first paint, so the spec's unprefixed URLs keep working.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function(){try{
var m=document.cookie.match(/(?:^|; )lng=([^;]*)/);var l=m&&decodeURIComponent(m[1]).toLowerCase();
var p=location.pathname;
if((l==='ru'||l==='en')&&!/^\\/(ru|en)(\\/|$)/.test(p)){location.replace('/'+l+(p==='/'?'':p)+location.search+location.hash);}
}catch(e){}})();`.replace(/\n/g, '');
