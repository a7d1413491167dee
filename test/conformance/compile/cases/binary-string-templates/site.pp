# EPP joins its rendered parts as Ruby's Array#join: binary when a binary String comes first. An
# ERB template's output starts as UTF-8 text and stays text.
$h = pw_hash('secret', 'MD5', 'abc')
$w = shell_split('a b')
notify { 'epp-first': message => inline_epp('<%= $h %>|<%= $w %>') }
notify { 'epp-text-first': message => inline_epp('hash: <%= $h %>') }
notify { 'epp-parameter': message => inline_epp('<%= $x %>', { 'x' => $h }) }
notify { 'erb': message => inline_template('<%= @h %>|<%= @h.upcase %>|<%= @h.length %>|<%= @w.join(",") %>|<%= @h == "x" %>') }
notify { 'erb-alone': message => inline_template('<%= @h %>') }
