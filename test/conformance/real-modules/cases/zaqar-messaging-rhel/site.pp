node 'msg01.example.com' {
  include apache
  include zaqar
  include zaqar::db::mysql
  include zaqar::logging
  include zaqar::keystone::authtoken
  include zaqar::keystone::auth
  include zaqar::keystone::auth_websocket
  include zaqar::keystone::trust
  include zaqar::management::sqlalchemy
  include zaqar::messaging::redis
  include zaqar::transport::wsgi
  include zaqar::transport::websocket
  class { 'zaqar::server':
    service_name => 'httpd',
  }
  include zaqar::wsgi::apache
  zaqar::server_instance { '1':
    transport => 'websocket',
  }
  include zaqar::signed_url
  include zaqar::cors
  include zaqar::cache
  include zaqar::policy
  include zaqar::client
}
