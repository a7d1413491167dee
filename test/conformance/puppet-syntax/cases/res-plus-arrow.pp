file { '/a': tag +> 'x' }
