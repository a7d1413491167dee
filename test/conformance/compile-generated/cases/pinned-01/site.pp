@notify { 'v': }
notify { 'a': before => Notify['v'] }
Notify['a'] -> Notify['v']
