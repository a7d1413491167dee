notify { 'b': }
notify { 'a': before => 'Notify[b]' }
notify { 'c': notify => 'Notify[zz]' }
