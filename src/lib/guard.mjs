// The member-page guard, inlined in <head> so a visitor without a stored status and token is sent to
// /login before anything is painted, carrying the asked page in `next` (sign-in goes back there after
// checking it is a member page of this site). Each page adds the hashes of the scripts it carries to its policy (layouts/inline-script.ts).
// The scripts are the same in every language; what differs (the sign-in page's path, the worker's) is
// in the script element's data attributes, so one hash fits every build.
import { DEFAULT_LANG, LANG_CODES, PREFIXED_CODES } from './lang.ts';

/** The guard; `data-login` is the sign-in page of the page's language. */
export const GUARD_SCRIPT = `if(!(sessionStorage.getItem('token')&&sessionStorage.getItem('status'))){document.documentElement.style.visibility='hidden';location.replace(document.currentScript.dataset.login+'?next='+encodeURIComponent(location.pathname+location.search+location.hash));}`;

// The landing page sends the visitor on to /login at once (the session always ends on the landing page).
export const LANDING_SCRIPT = `location.replace(document.currentScript.dataset.login);`;

// Registers the service worker of the page's language (`data-sw`: /sw.js, /hi/sw.js): page shells,
// scripts and styles for repeat visits and dropped links.
export const SW_SCRIPT =
  "{let w=document.currentScript.dataset.sw;addEventListener('load',()=>navigator.serviceWorker?.register(w))}";

// The language the member chose, remembered on the device (localStorage `lang`, set by a click on the
// language switch, a link with `data-lang`): a page opened in another language is replaced at once by
// the same page in the chosen one (query and fragment kept; a switch click keeps them too).
export const LANG_SCRIPT = `{let L=location,h=document.documentElement.lang,l;try{l=localStorage.lang}catch{}/^(${LANG_CODES.join('|')})$/.test(l)&&l!=h&&L.replace((l=='${DEFAULT_LANG}'?'':'/'+l)+(L.pathname.replace(/^\\/(${PREFIXED_CODES.join('|')})(?=\\/|$)/,'')||'/')+L.search+L.hash);addEventListener('click',e=>{let a=e.target.closest?.('[data-lang]');if(a){a.search=L.search;a.hash=L.hash;try{localStorage.lang=a.dataset.lang}catch{}}},!0)}`;

// Sign-in pages: a switch click carries what was typed in the form's harmless fields (an allow-list of
// names: never a password, MPIN or code, whatever its field is called) to the same page in the other
// language, where it is put back into the empty fields as if typed there
// (sessionStorage `carry`, read once). Member pages draw their forms later, from their scripts.
export const CARRY_SCRIPT = `{let d=document,s=sessionStorage,b=location.pathname.replace(/^\\/(${PREFIXED_CODES.join('|')})(?=\\/|$)/,'')||'/',c=JSON.parse(s.carry||0);delete s.carry;addEventListener('click',e=>{let v={};if(e.target.closest?.('[data-lang]')){for(let i of d.querySelectorAll('input[name]'))/^(name|username|email|phone|country|sponsor|parent|position)$/.test(i.name)&&(v[i.name]=i.value);s.carry=JSON.stringify([b,v])}},!0);c&&c[0]==b&&addEventListener('DOMContentLoaded',()=>{for(let n in c[1]){let i=d.getElementsByName(n)[0];i&&!i.value&&(Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,'value').set.call(i,c[1][n]),i.dispatchEvent(new Event('input',{bubbles:!0})))}})}`;

// A page's first GET calls, asked from the head while the scripts are still on their way (the
// script's data-calls: paths under data-api, `{u}` for the member's username, a leading `-` for a
// call sent without the token). The API client takes each answer once (lib/api/early.ts); a call
// that failed here is simply sent again there. The token travels in the header, never in a URL.
// Without a session only the calls sent without the token go (a sign-in page's country list).
export const EARLY_SCRIPT = `(function(s){var t=sessionStorage.getItem('token'),u=encodeURIComponent(sessionStorage.getItem('username')||''),b=new URL(s.dataset.api,location.href),e=window.__early={};s.dataset.calls.split(' ').filter(function(c){return c&&(t||c.charAt(0)==='-')}).forEach(function(c){var a=c.charAt(0)!=='-',h={Accept:'application/json'},l=new URL((a?c:c.slice(1)).replace('{u}',u),b).href;if(a)h.Authorization='Bearer '+t;e[l]={auth:a,at:Date.now(),answer:fetch(l,{headers:h,credentials:'omit'}).then(function(r){return r.text().then(function(x){return{status:r.status,ok:r.ok,body:x}})}).catch(function(){return null})}})})(document.currentScript)`;

// Sign-in pages: a press (click or Enter) on the form of an island that has not hydrated yet is taken
// at once. The default is stopped (before hydration the form would do nothing; during it, React's
// listener would send it a second time), the button pressed shows the island's sending look
// (aria-busy and aria-disabled; public.css draws the spinner) and later presses are swallowed. The
// sign-in island (one a page), once it can send, calls takeEarlyPress(its submit handler) from an
// effect: from then on its own handler takes the presses, and the kept press is sent once through it
// (validation included); the marks go when that is done (aria-busy stays if the island is busy
// itself, leaving the page).
export const PRESS_SCRIPT =
  "{let p,r;addEventListener('submit',e=>{let b=e.submitter;if(!r&&e.target.closest('astro-island')){e.preventDefault();e.stopPropagation();p||=(b.ariaBusy=b.ariaDisabled='true',e)}},!0);self.takeEarlyPress=s=>{r=1;p&&s(p).finally(()=>{let b=p.submitter;b.ariaDisabled=null;b.disabled||(b.ariaBusy=null)})}}";

// Islands start with React alone: Astro's directives import an island's renderer and its component
// together, so React, the shared member code and the page's island were evaluated in one task (150
// to 200 ms on a phone; the toaster's, `idle`, 216 ms when the page fell idle before the other
// islands had loaded). Each directive the site's islands use (`only`, `load`, `idle`), as Astro defines
// it on self.Astro, is wrapped: the page's first island imports its renderer alone and waits one task
// (a promise the page's islands share, Astro.react), then every island loads as Astro does, so React
// is evaluated in a task of its own and the rest after it. Every module is already on
// its way (modulepreload), so nothing is fetched later. The task is a message, as React's scheduler
// yields: a page whose timers are held (a test's fake clock) still starts its islands.
export const RENDERER_FIRST_SCRIPT =
  "{let A=self.Astro||={};for(let k of['only','load','idle'])Object.defineProperty(A,k,{configurable:!0,set(f){delete A[k];A[k]=(l,o,e,r=e.getAttribute('renderer-url'))=>f(async()=>(r&&await(A.react||=import(r).then(()=>new Promise(t=>{let c=new MessageChannel;c.port1.onmessage=t;c.port2.postMessage(0)}))),l()),o,e)}})}";
