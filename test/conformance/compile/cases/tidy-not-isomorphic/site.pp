# Tidy is not isomorphic either: two tidies of one path are two resources.
tidy { 'a': path => '/tmp/t' }
tidy { '/tmp/t': }
