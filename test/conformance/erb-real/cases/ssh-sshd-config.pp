class erbcase {
  $include_dir = '/etc/ssh/sshd_config.d'
  $include = undef
  $options = {
    'AddressFamily' => 'inet',
    'Port' => [22, '', ' ', 2222],
    'ListenAddress' => ['0.0.0.0', ' '],
    'PermitRootLogin' => false,
    'PasswordAuthentication' => true,
    'Ciphers' => ['aes256-gcm@openssh.com', 'aes128-ctr'],
    'AcceptEnv' => ['LANG', '', 'LC_*', undef],
    'Banner' => '',
    'MaxAuthTries' => 3,
    'Subsystem' => 'sftp /usr/lib/openssh/sftp-server',
    'Match User backup' => {'ForceCommand' => 'internal-sftp', 'AllowTcpForwarding' => false, 'X11Forwarding' => ['no', true], 'KexAlgorithms' => ['curve25519-sha256'], 'Empty' => ''},
    'Match Group admins' => {'PermitTTY' => true},
    'UseDNS' => undef,
    'ClientAliveInterval' => 0,
  }
  notify { 'erb': message => template('ssh/sshd_config.erb') }
}
include erbcase
