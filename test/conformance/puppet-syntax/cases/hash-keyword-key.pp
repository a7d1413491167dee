$a = { type => 'x', function => 'y' }
