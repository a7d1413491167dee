hiera_include('classes')
notify { 'h1': message => hiera('str') }
notify { 'h2': message => hiera('nope', 'dflt') }
notify { 'h3': message => hiera_array('arr') }
notify { 'h4': message => hiera_hash('hh') }
notify { 'h5': message => hiera('nope') |$k| { "blk ${k}" } }
notify { 'h6': message => hiera('arr', undef, 'special') }
notify { 'l1': message => lookup('m::from_env') }
notify { 'l2': message => lookup('m::only_module') }
notify { 'l3': message => lookup('m::merged') }
notify { 'l4': message => lookup('hh') }
notify { 'h7': message => hiera_array('nope', ['d']) }
notify { 'h8': message => String(hiera('nope', undef)) }
