mod::thing { 'x': v => 'val' }
