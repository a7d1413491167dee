notify { 'r': message => [/^a.*$/] }
notify { 't': message => Integer[1, 5] }
notify { 'd': message => { 'k' => default } }
