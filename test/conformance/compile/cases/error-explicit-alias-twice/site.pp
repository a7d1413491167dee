# Two resources cannot take one alias, even of a type that is not isomorphic (exec).
exec { 'first': command => '/bin/true', alias => ['run', 'go'] }
exec { 'second': command => '/bin/false', alias => 'go' }
