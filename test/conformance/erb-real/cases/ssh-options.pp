class erbcase {
  $options = {
    'Host *.example.com' => {'User' => 'deploy', 'ForwardAgent' => true, 'IdentityFile' => ['~/.ssh/a', '~/.ssh/b', ''], 'Port' => 2222},
    'HashKnownHosts' => true,
    'SendEnv' => ['LANG', 'LC_*'],
    'GSSAPIAuthentication' => false,
    'Host *' => {'ServerAliveInterval' => 30},
    'ProxyCommand' => undef,
    'Match exec "test -f /x"' => {'Hostname' => 'x'},
  }
  notify { 'erb': message => template('ssh/options.erb') }
}
include erbcase
