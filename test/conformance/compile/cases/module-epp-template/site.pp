file { '/tmp/t': content => epp('mod/t.epp', { 'name' => 'x', 'items' => [1, 2] }) }
