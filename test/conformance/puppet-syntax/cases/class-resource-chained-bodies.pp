class { 'a': } { 'b': }
