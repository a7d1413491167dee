Notify { message => 'from default' }
notify { 'a': }
Notify['a'] { message => 'override wins' }
