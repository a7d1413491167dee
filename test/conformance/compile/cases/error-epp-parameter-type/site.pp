notify { 'ok': message => inline_epp('<%- | String $a | -%><%= $a %>', { 'a' => 'x' }) }


notify { 'bad': message => epp('m/t.epp', { 'a' => undef }) }
