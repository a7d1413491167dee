notify { 'my a': }
notify { 'a': }
Notify['a'] -> 'Notify[my a]'
