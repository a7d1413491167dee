define d() { notify { "from-${title}": } }
d { 'first': }
notify { 'top': }
d { 'second': }
