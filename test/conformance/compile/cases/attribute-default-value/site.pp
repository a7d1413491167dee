notify { "x": message => default }
