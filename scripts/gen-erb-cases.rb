# Regenerates the expectations of the ERB conformance suite with real Puppet 7.23, compiling every
# case in one Ruby process (start-up would dominate one `puppet` run per case).
#
#   ruby scripts/gen-erb-cases.rb [CASE...]          (default: every case)
#
# Each case is a folder under test/conformance/erb/cases/ holding
#   template.erb   the template
#   vars.pp        optional Puppet code run in the class that calls template() (the variables)
#   site.pp        optional instead of vars.pp: the whole manifest; TEMPLATE stands for the
#                  template's path, and it must declare Notify['erb'] with the rendered text
#   case.json      optional: {"refuse": "OVC3141"} when overcat refuses what Puppet renders
# Puppet's rendered text is written to expected.txt; when Puppet fails, its error's template line
# and Ruby detail go to expected-error.json instead. Facts: test/conformance/compile/facts.json.
require 'json'
require 'puppet'
require 'tmpdir'

SUITE = File.expand_path('../test/conformance/erb', __dir__)
CASES = File.join(SUITE, 'cases')
FACTS = JSON.parse(File.read(File.expand_path('../test/conformance/compile/facts.json', __dir__)))

# The manifest overcat's test compiles too (test/conformance/erb.test.ts builds the same text).
def manifest(dir)
  template = File.join(dir, 'template.erb')
  site = File.join(dir, 'site.pp')
  return File.read(site).gsub('TEMPLATE', template) if File.exist?(site)
  vars = File.exist?(File.join(dir, 'vars.pp')) ? File.read(File.join(dir, 'vars.pp')) : ''
  "class erbcase {\n#{vars}\n  notify { 'erb': message => template('#{template}') }\n}\ninclude erbcase\n"
end

names = ARGV.empty? ? Dir.children(CASES).sort : ARGV
counts = Hash.new(0)
Dir.mktmpdir('overcat-erb') do |sandbox|
  Puppet.initialize_settings(%w[confdir vardir codedir logdir rundir].flat_map { |s| ["--#{s}", File.join(sandbox, s)] })
  Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new([])) if defined?(Puppet::Test::LogCollector)
  names.each_with_index do |name, i|
    dir = File.join(CASES, name)
    %w[expected.txt expected-error.json].each { |f| File.delete(File.join(dir, f)) if File.exist?(File.join(dir, f)) }
    Puppet[:code] = manifest(dir)
    env = Puppet::Node::Environment.create(:"erb#{i}", [])
    node = Puppet::Node.new('n1.example.com', environment: env, facts: Puppet::Node::Facts.new('n1.example.com', FACTS))
    # As the catalog indirection does: facts are also top-scope variables.
    node.merge(FACTS)
    begin
      catalog = Puppet.override(current_environment: env) { Puppet::Parser::Compiler.compile(node) }
      text = catalog.resource('Notify', 'erb')[:message]
      File.write(File.join(dir, 'expected.txt'), text)
      counts['rendered'] += 1
    rescue StandardError, ScriptError => e
      # A Ruby syntax error escapes template()'s own rescue: its message starts `file:line:`.
      message = e.is_a?(SyntaxError) ? "  Line: #{e.message[/template\.erb:(\d+):/, 1]}\n  Detail: #{e.message.sub(/\A[^:]*:\d+: /, '').lines.first.strip}" : e.message
      line = message[/^  Line: (\d+)$/, 1]
      file = message[/^  Filepath: (.*)$/, 1]
      detail = (message[/^  Detail: (.*)/m, 1] || message).sub(/\s*\(line: \d+, column: \d+\)\s*\z/, '').strip
      # Ruby names the template's binding by its inspect form (addresses, every variable): cut.
      detail = detail.sub(/ for #<Puppet::Parser::TemplateWrapper.*\z/m, ' for template')
      error = { 'detail' => detail }
      # The line is the template's only when the error was raised by the template's own code.
      error['line'] = Integer(line) if line && (file.nil? || file.end_with?('template.erb'))
      File.write(File.join(dir, 'expected-error.json'), JSON.pretty_generate(error) + "\n")
      counts['failed'] += 1
    end
  end
end
puts "erb: #{names.size} cases, #{counts['rendered']} rendered, #{counts['failed']} failed (puppet #{Puppet.version})"
