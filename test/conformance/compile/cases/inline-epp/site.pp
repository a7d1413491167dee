notify { 'a': message => inline_epp('x=<%= $x %> <% if $x > 1 { %>big<% } %>', { 'x' => 2 }) }
