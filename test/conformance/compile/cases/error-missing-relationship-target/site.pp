notify { 'a': }
Notify['a'] -> Notify['missing']
