file { '/tmp/a': } { '/tmp/b': }
