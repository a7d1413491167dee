file { '/a': }
File['/a'] { tag +> 'x' }
