# An explicit alias claims the name: a later resource titled so is a duplicate.
notify { 'a': alias => 'b' }
notify { 'b': }
