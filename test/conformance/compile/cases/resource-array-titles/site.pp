notify { ['x', 'y', 'z']: message => 'same' }
