/** The landing page sends the visitor on to the sign-in page (`data-login`) at once: the session always ends there. */
location.replace((document.currentScript as HTMLScriptElement).dataset.login!);
