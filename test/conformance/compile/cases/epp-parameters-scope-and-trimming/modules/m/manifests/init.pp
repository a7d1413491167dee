class m {
  $clsv = 'C'
  $localv = 'L'
  notify { 'a': message => epp('m/a.epp', { 'name' => 'n', 'list' => [1, 2] }) }
  notify { 'b': message => epp('m/a.epp', { 'name' => 'n', 'port' => 200, 'list' => [] }) }
  notify { 'np': message => epp('m/noparams.epp', { 'x' => 'given' }) }
  notify { 'inline': message => inline_epp('i=<%= $localv %> p=<%= $p %>', { 'p' => 'P' }) }
  notify { 'inline2': message => inline_epp("<%- |\$q = 'dq'| -%>q=<%= \$q %> l=<%= \$localv %>") }
}
