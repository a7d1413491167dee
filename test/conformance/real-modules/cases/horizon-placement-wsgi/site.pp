node 'dash01.example.com' {
  include apache
  include horizon
  include placement
  include placement::db
  include placement::logging
  include placement::keystone::authtoken
  include placement::api
  include placement::wsgi::apache
  include placement::keystone::auth
}
