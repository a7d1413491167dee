notify { 'a': }
Notify['a'] -> 'notify[a]'
