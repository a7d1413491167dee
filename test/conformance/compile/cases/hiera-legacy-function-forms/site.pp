notify { 'd': message => hiera('nope', 'special') |$k| { "blk ${k}" } }
notify { 'g': message => hiera('str', 'd', 'special') }
