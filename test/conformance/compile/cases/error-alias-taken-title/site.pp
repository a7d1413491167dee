exec { 'one': command => '/bin/true' }
exec { 'two': command => '/bin/true', alias => 'one' }
