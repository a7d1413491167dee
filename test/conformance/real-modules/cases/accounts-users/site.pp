node 'bastion01.example.com' {
  include accounts
  accounts::user { 'deploy':
    uid      => 2001,
    gid      => 2001,
    comment  => 'Deployment robot',
    password => Sensitive('$6$rounds=5000$deploysalt$Xn2'),
    sshkeys  => ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDeployKeyBody deploy@ci'],
    home_mode => '0750',
  }
}
