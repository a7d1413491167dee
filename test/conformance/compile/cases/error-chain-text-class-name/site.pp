class foo {}
include foo
notify { 'a': }
Notify['a'] -> 'foo'
