notify { 'words': message => [Boolean('true'), Boolean('Yes'), Boolean('y'), Boolean('TRUE'), Boolean('false'), Boolean('No'), Boolean('n')] }
notify { 'numbers': message => [Boolean(0), Boolean(1), Boolean(2), Boolean(-1), Boolean(0.0), Boolean(-0.0), Boolean(0.5)] }
notify { 'booleans': message => [Boolean(true), Boolean(false)] }
