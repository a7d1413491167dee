notify { 'a': message => lookup('list', Array, 'unique') }
notify { 'b': message => lookup('h', Hash, 'hash') }
notify { 'c': message => hiera_array('list') }
notify { 'd': message => hiera('list') }
