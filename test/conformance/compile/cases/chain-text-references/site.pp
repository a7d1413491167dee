class foo {}
include foo
notify { 'my a': }
notify { 'a': }
Notify['a'] -> ['Notify["my a"]', 'Class[foo]']
