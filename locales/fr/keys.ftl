# Actions, their help, and line-mode words. Same ids and variables in every locale.
