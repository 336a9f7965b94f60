import ProjectDescription

let workspace = Workspace(name: "MacC", projects: ["Projects/App"])
